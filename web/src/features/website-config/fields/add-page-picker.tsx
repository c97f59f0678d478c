import { Button, Select } from '@mantine/core';
import { useState } from 'react';

// The page picker and 'Add page' button of the editors keyed by custom page
// (landing page items, page HTML + CSS): only pages not yet in the value are offered.

interface AddPagePickerProps {
  label: string;
  /** A longer accessible name where the visible label alone is ambiguous on the form. */
  ariaLabel?: string;
  /** The pages that can still be added. */
  pages: string[];
  /** The placeholder once every page is in the value. */
  allAddedText: string;
  disabled: boolean;
  onAdd: (page: string) => void;
}

/** A fragment: the parent's Group lays out the select and its button. */
export function AddPagePicker({ label, ariaLabel, pages, allAddedText, disabled, onAdd }: AddPagePickerProps) {
  const [toAdd, setToAdd] = useState<string | null>(null);
  const add = () => {
    if (!toAdd) return;
    onAdd(toAdd);
    setToAdd(null);
  };
  return (
    <>
      <Select
        label={label}
        aria-label={ariaLabel}
        data={pages}
        value={toAdd}
        onChange={setToAdd}
        disabled={disabled || pages.length === 0}
        placeholder={pages.length === 0 ? allAddedText : 'Choose a page'}
      />
      <Button variant="default" onClick={add} disabled={disabled || !toAdd}>
        Add page
      </Button>
    </>
  );
}
