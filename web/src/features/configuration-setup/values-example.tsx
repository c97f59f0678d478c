import { Accordion, Code, Stack, Text } from '@mantine/core';

// The setting modal's 'Values example' help (spec 001 §2.9): a string, a radio and a page
// multi-language HTML/CSS value, as the Default value and Values fields take them.

const EXAMPLES = [
  { type: 'string', defaultValue: 'Welcome to Star Bet', values: '(empty)' },
  { type: 'radio', defaultValue: 'no', values: '{"yes": "Yes", "no": "No"}' },
  {
    type: 'page-html-css',
    defaultValue:
      '{"default": {"en": {"html": "<h1>Welcome</h1>", "css": "h1 { color: navy; }"}, "de": {"html": "<h1>Willkommen</h1>", "css": ""}}}',
    values: '(empty)',
  },
];

export function ValuesExample() {
  return (
    <Accordion variant="contained">
      <Accordion.Item value="example">
        <Accordion.Control>Values example</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            {EXAMPLES.map((example) => (
              <Stack key={example.type} gap={2}>
                <Text size="sm" fw={600}>
                  {example.type}
                </Text>
                <Text size="sm">Default value:</Text>
                <Code block>{example.defaultValue}</Code>
                <Text size="sm">Values:</Text>
                <Code block>{example.values}</Code>
              </Stack>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
