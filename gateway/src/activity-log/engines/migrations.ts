import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Plain SQL files applied in name order at start, each once: `gateway/migrations/{engine}/NNN_name.sql`.
// The same relative location from src/ (ts-jest) and dist/ (built).
const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', '..', 'migrations');

export interface Migration {
  name: string;
  sql: string;
}

export function migrationsOf(engine: 'sqlite' | 'postgres'): Migration[] {
  const dir = path.join(MIGRATIONS_DIR, engine);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file, sql: readFileSync(path.join(dir, file), 'utf8') }));
}
