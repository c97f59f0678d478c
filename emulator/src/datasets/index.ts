// The seed of each volume: the demo (seed.ts), or the operator's volume built around it.
import { demoSeed, type Seed } from './demo';
import { operatorSeed } from './operator';
import type { SeedVolume } from '../seed/volume';

export function buildSeed(volume: SeedVolume): Seed {
  return volume === 'operator' ? operatorSeed() : demoSeed();
}
