import { IconList } from '@tabler/icons-react';
import type { FeatureManifest } from '../../shared/navigation/feature-route';

// Sample items: the screen, its sidebar entry, and the flag that opens both.

export const sampleItemsFeature: FeatureManifest = {
  name: 'sample-items',
  routes: [
    {
      path: 'sample-items',
      title: 'Sample items',
      requires: 'canReadSampleItems',
      load: () => import('./sample-items-screen').then((m) => m.SampleItemsScreen),
    },
  ],
  navItem: { label: 'Sample items', to: '/home/sample-items', requires: 'canReadSampleItems', icon: IconList },
};
