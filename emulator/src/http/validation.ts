// A small stand-in for class-validator: collects every failed rule per property
// with class-validator's default texts, then throws one 400 with all of them.
import { badRequest, type ValidationError } from './errors';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export class Validator {
  private readonly errors = new Map<string, Record<string, string>>();

  constructor(private readonly body: Record<string, unknown>) {}

  private fail(property: string, rule: string, text: string): void {
    const constraints = this.errors.get(property) ?? {};
    constraints[rule] = text;
    this.errors.set(property, constraints);
  }

  has(property: string): boolean {
    return this.body[property] !== undefined;
  }

  notEmpty(property: string): this {
    const value = this.body[property];
    if (value === undefined || value === null || value === '') this.fail(property, 'isNotEmpty', `${property} should not be empty`);
    return this;
  }

  /** Present and not blank, with the product's own message (`The name is required`). */
  required(property: string, text: string): this {
    const value = this.body[property];
    const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (blank) this.fail(property, 'isNotEmpty', text);
    return this;
  }

  /** When it is a non-blank string, it holds no whitespace at all. */
  noSpaces(property: string, text: string): this {
    const value = this.body[property];
    if (typeof value === 'string' && value.trim() !== '' && /\s/.test(value)) this.fail(property, 'matches', text);
    return this;
  }

  /** A positive integer (a number, or digits in a string, as ids arrive from forms). */
  id(property: string): this {
    if (toId(this.body[property]) === null) this.fail(property, 'isInt', `${property} must be an integer number`);
    return this;
  }

  string(property: string): this {
    if (typeof this.body[property] !== 'string') this.fail(property, 'isString', `${property} must be a string`);
    return this;
  }

  email(property: string): this {
    const value = this.body[property];
    if (typeof value !== 'string' || !EMAIL.test(value.trim())) this.fail(property, 'isEmail', `${property} must be an email`);
    return this;
  }

  minLength(property: string, min: number): this {
    const value = this.body[property];
    if (typeof value !== 'string' || value.length < min) {
      this.fail(property, 'minLength', `${property} must be longer than or equal to ${min} characters`);
    }
    return this;
  }

  isIn(property: string, allowed: readonly unknown[]): this {
    if (!allowed.includes(this.body[property])) {
      this.fail(property, 'isIn', `${property} must be one of the following values: ${allowed.join(', ')}`);
    }
    return this;
  }

  boolean(property: string): this {
    if (typeof this.body[property] !== 'boolean') this.fail(property, 'isBoolean', `${property} must be a boolean value`);
    return this;
  }

  /** A JSON text or null (null clears the value). */
  jsonOrNull(property: string): this {
    const value = this.body[property];
    if (value === null) return this;
    let ok = typeof value === 'string';
    if (ok) {
      try {
        JSON.parse(value as string);
      } catch {
        ok = false;
      }
    }
    if (!ok) this.fail(property, 'isJson', `${property} must be a json string`);
    return this;
  }

  custom(property: string, ok: boolean, rule: string, text: string): this {
    if (!ok) this.fail(property, rule, text);
    return this;
  }

  get failed(): boolean {
    return this.errors.size > 0;
  }

  /** Throws the collected errors, if any, as one 400. */
  check(): void {
    if (!this.failed) return;
    const list: ValidationError[] = [...this.errors].map(([property, constraints]) => ({ property, constraints }));
    throw badRequest(list);
  }
}

/** A positive integer id from a number or a digit string; null otherwise. */
export function toId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/** A body field as text: strings as they are, anything else (already refused by the validator) empty. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
