import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { useState } from 'react';

export const SVG_LIMIT_BYTES = 10 * 1024;

export interface SvgValue {
  /** The text of a newly chosen svg. */
  svg: string | null;
  /** The stored one is to be removed. */
  remove: boolean;
}

interface SvgFieldProps {
  label: string;
  /** The stored image's url. */
  currentUrl: string | null;
  value: SvgValue;
  onChange: (value: SvgValue) => void;
  disabled?: boolean;
}

/**
 * A logo or icon: .svg only, 'max 10kb' (spec 001 §9; enforced here and again by
 * the gateway, which also removes scripts and outside references before storing).
 */
export function SvgField({ label, currentUrl, value, onChange, disabled = false }: SvgFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const preview = value.svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value.svg)}` : value.remove ? null : currentUrl;

  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.svg')) return setProblem('Only .svg files are allowed.');
    if (file.size > SVG_LIMIT_BYTES) return setProblem('The svg must not be larger than 10 KB.');
    onChange({ svg: await file.text(), remove: false });
  };

  return (
    <Input.Wrapper label={label} description="max 10kb" error={problem}>
      <Group mt={6} gap="sm">
        {preview ? (
          <Image src={preview} alt={`${label} preview`} w={48} h={48} fit="contain" />
        ) : (
          <Text c="dimmed" size="sm">
            No image
          </Text>
        )}
        <FileButton onChange={(file) => void choose(file)} accept=".svg,image/svg+xml" disabled={disabled}>
          {(props) => (
            <Button variant="default" size="xs" disabled={disabled} {...props}>
              Choose {label.toLowerCase()}
            </Button>
          )}
        </FileButton>
        {preview && (
          <Button variant="subtle" color="red" size="xs" disabled={disabled} onClick={() => onChange({ svg: null, remove: true })}>
            Remove {label.toLowerCase()}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
