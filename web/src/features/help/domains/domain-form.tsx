import { useQuery } from '@apollo/client/react';
import { Loader } from '@mantine/core';
import { graphql } from '../../../gql';
import type { DomainForm_DomainFragment } from '../../../gql/graphql';
import { QueryError } from '../../../shared/notices/query-error';
import { DomainFields } from './domain-fields';

// What the lists show and the saves answer, so the cache holds it whole.
export const DomainFormFragment = graphql(`
  fragment DomainForm_domain on HelpDomain {
    id
    version
    websiteId
    websiteName
    websiteUrl
    brandName
    logoUrl
    defaultLanguage
    languages {
      code
      isDefault
    }
    seo {
      language
      metaTitle
      metaTitlePrefix
      metaTitleSuffix
      metaDescription
      metaKeywords
      footerContent
    }
    linkIds
    headCode
    bodyCode
    footerCode
    viewerCanWrite
  }
`);

// The help domain form: the websites and links it offers (admins only), then its fields.

const HelpDomainFormOptionsQuery = graphql(`
  query HelpDomainFormOptions {
    helpWebsiteOptions {
      id
      name
      languages
      defaultLanguage
      domainId
    }
    helpDomainLinkOptions {
      id
      name
      label
    }
  }
`);

interface DomainFormProps {
  domain: DomainForm_DomainFragment | null;
  isAdmin: boolean;
  onClose: () => void;
}

/** The help domain form (spec 001 §2.10 Settings): fields and Save for admins only. */
export function DomainForm({ domain, isAdmin, onClose }: DomainFormProps) {
  const { data, error, refetch } = useQuery(HelpDomainFormOptionsQuery, { skip: !isAdmin });
  if (!isAdmin) return <DomainFields domain={domain} websites={[]} links={[]} readOnly onClose={onClose} />;
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!data) return <Loader role="status" aria-label="Loading" />;
  return (
    <DomainFields
      domain={domain}
      websites={data.helpWebsiteOptions}
      links={data.helpDomainLinkOptions}
      readOnly={false}
      onClose={onClose}
    />
  );
}
