import { z } from 'zod';
import { jsonString, unpackJsonField } from './json-string';

const Ranges = z.array(z.object({ name: z.string(), from: z.number() }));

describe('jsonString', () => {
  it('unpacks a JSON string into the checked value and packs it back', () => {
    const codec = jsonString(Ranges);
    const value = codec.decode('[{"name":"EUR","from":10}]');
    expect(value).toEqual([{ name: 'EUR', from: 10 }]);
    expect(codec.encode(value)).toBe('[{"name":"EUR","from":10}]');
  });

  it('refuses text that is not JSON, and JSON of the wrong shape', () => {
    expect(jsonString(Ranges).safeDecode('[{').success).toBe(false);
    expect(jsonString(Ranges).safeDecode('[{"name":1}]').success).toBe(false);
  });

  it('takes a field already unpacked as it is, and checks it the same', () => {
    expect(unpackJsonField(z.array(z.string()), ['en', 'de'])).toEqual({ ok: true, value: ['en', 'de'] });
    expect(unpackJsonField(z.array(z.string()), '["sr"]')).toEqual({ ok: true, value: ['sr'] });
    expect(unpackJsonField(z.array(z.string()), '"sr"')).toEqual({ ok: false });
  });
});
