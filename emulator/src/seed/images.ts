// Seed banner images: small valid PNGs drawn in code (a solid colour with a
// lighter stripe), so the seed needs no binary files and ticket banners point at
// images that really exist in the image store.
import { crc32, deflateSync } from 'node:zlib';
import type { ConfigurationImage } from '../model-website';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width×height RGB PNG in `rgb`, with a lighter band across the middle. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) {
      rgb.forEach((channel, c) => {
        row[1 + x * 3 + c] = band ? Math.min(255, channel + 80) : channel;
      });
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

interface SeedImage {
  name: string;
  websiteId: number;
  width: number;
  height: number;
  rgb: [number, number, number];
}

const DRAWINGS: Omit<SeedImage, 'name' | 'websiteId'>[] = [
  { width: 320, height: 100, rgb: [20, 60, 140] },
  { width: 320, height: 100, rgb: [140, 30, 40] },
  { width: 320, height: 100, rgb: [20, 110, 60] },
  { width: 160, height: 50, rgb: [120, 80, 10] },
];
const SEED_WEBSITES = [1, 2, 3, 4, 5];

// Names look like uploaded ones (`<uuid>.png`) so the UI treats them alike;
// each website has its own images, as uploads through the gateway do.
const seedImageName = (websiteId: number, index: number) => `0b1d7a52-5b6e-4c1a-9a51-0000000${websiteId}000${index + 1}.png`;

const SEED_IMAGES: SeedImage[] = SEED_WEBSITES.flatMap((websiteId) =>
  DRAWINGS.map((drawing, index) => ({ ...drawing, websiteId, name: seedImageName(websiteId, index) })),
);

export const seedImagePath = (websiteId: number, index: number): string => `configuration-images/${seedImageName(websiteId, index)}`;

let bytes: Map<string, Buffer> | undefined;

/** The seed images' bytes by name (drawn once per process). */
export function seedImageBytes(): ReadonlyMap<string, Buffer> {
  bytes ??= new Map(SEED_IMAGES.map((image) => [image.name, solidPng(image.width, image.height, image.rgb)]));
  return bytes;
}

export function seedImages(): ConfigurationImage[] {
  return SEED_IMAGES.map((image) => ({
    name: image.name,
    websiteId: image.websiteId,
    contentType: 'image/png',
    size: seedImageBytes().get(image.name)!.length,
    width: image.width,
    height: image.height,
    quality: 90,
    createdAt: '2026-01-01T00:00:00.000Z',
  }));
}
