import { graphql } from '../../../gql';
import { ServerSearchSelect } from '../../../shared/forms/server-search-select';

// The exception's website: any of the operator's websites (hundreds), searched on the server by
// url or name, the first 20 matches at a time.

export const ExceptionWebsiteOptionsQuery = graphql(`
  query ExceptionWebsiteOptions($search: String) {
    websites(page: 1, pageSize: 20, search: $search) {
      items {
        id
        url
      }
      totalItems
    }
  }
`);

interface ExceptionWebsitePickerProps {
  value: string | null;
  /** The website and its url, or null when cleared. */
  onChange: (website: { id: string; url: string } | null) => void;
}

export function ExceptionWebsitePicker({ value, onChange }: ExceptionWebsitePickerProps) {
  return (
    <ServerSearchSelect
      label="Website"
      placeholder="Search a website"
      noun="websites"
      query={ExceptionWebsiteOptionsQuery}
      variables={(term) => ({ search: term || null })}
      matches={(data) => ({
        options: data.websites.items.map((w) => ({ value: w.id, label: w.url })),
        totalItems: data.websites.totalItems,
      })}
      value={value}
      onChange={(id, option) => onChange(id === null ? null : { id, url: option?.label ?? id })}
      w={250}
    />
  );
}
