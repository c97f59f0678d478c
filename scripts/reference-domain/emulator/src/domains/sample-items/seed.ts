// The sample items a fresh emulator starts with: the same on every run.

export interface SampleItem {
  id: number;
  name: string;
}

export const seedSampleItems = (): SampleItem[] => [
  { id: 1, name: 'First sample item' },
  { id: 2, name: 'Second sample item' },
];
