import { useQuery } from '@apollo/client/react';
import { Loader } from '@mantine/core';
import { graphql } from '../../gql';
import type { HelpDomainFieldsFragment } from '../../gql/graphql';
import { QueryError } from '../../shared/query-error';
import { DomainFields } from './domain-fields';

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
  domain: HelpDomainFieldsFragment | null;
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
