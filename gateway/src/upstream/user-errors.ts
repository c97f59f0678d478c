import { z } from 'zod';
import { upstreamMessage } from './error-mapping';

// NestJS class-validator errors → the schema's `UserError { field, message }`.
// An array becomes one entry per constraint with `field` = the property path;
// a single string becomes one entry with `field: null`.

export interface UserError {
  field: string | null;
  message: string;
}

interface ValidationItem {
  property: string;
  constraints?: Record<string, string> | null | undefined;
  children?: ValidationItem[] | null | undefined;
}

const ValidationItemSchema: z.ZodType<ValidationItem> = z.lazy(() =>
  z.object({
    property: z.string(),
    constraints: z.record(z.string(), z.string()).nullish(),
    children: z.array(ValidationItemSchema).nullish(),
  }),
);
const ValidationArraySchema = z.object({ message: z.array(ValidationItemSchema) });

const FALLBACK = 'The request was rejected. Please check the form and try again.';

export function toUserErrors(body: unknown, fieldNames?: Record<string, string>): UserError[] {
  const asArray = ValidationArraySchema.safeParse(body);
  if (asArray.success) {
    const errors: UserError[] = [];
    for (const item of asArray.data.message) collect(item, '', errors, fieldNames);
    if (errors.length > 0) return errors;
  }
  return [{ field: null, message: upstreamMessage(body) ?? FALLBACK }];
}

function collect(item: ValidationItem, prefix: string, out: UserError[], names?: Record<string, string>) {
  const path = prefix ? `${prefix}.${item.property}` : item.property;
  const field = names?.[path] ?? path;
  for (const message of Object.values(item.constraints ?? {})) out.push({ field, message });
  for (const child of item.children ?? []) collect(child, path, out, names);
}
