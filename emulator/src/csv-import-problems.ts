import type { ValidationError } from './http/errors';

// How every CSV import answers a refused file: one 400 entry per problem line,
// in line order, capped so a wholly wrong file does not produce a huge body.

const MAX_REPORTED_PROBLEMS = 100;

export interface CsvImportProblem {
  line: number;
  /** The constraint name the entry carries (`malformed`, `isUnique`, ...). */
  rule: string;
  message: string;
}

export function problemList(problems: readonly CsvImportProblem[]): ValidationError[] {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  const list: ValidationError[] = sorted.slice(0, MAX_REPORTED_PROBLEMS).map((problem) => ({
    property: 'file',
    line: problem.line,
    constraints: { [problem.rule]: `Line ${problem.line}: ${problem.message}` },
  }));
  if (sorted.length > MAX_REPORTED_PROBLEMS) {
    list.push({
      property: 'file',
      constraints: { tooManyErrors: `… and ${sorted.length - MAX_REPORTED_PROBLEMS} more lines with problems` },
    });
  }
  return list;
}
