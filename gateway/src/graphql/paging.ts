import { badUserInput } from '../errors';

// Page arguments of every list field, checked the same way everywhere.

const MAX_PAGE_SIZE = 100;

export function checkPaging(page: number, pageSize: number): void {
  if (page < 1) throw badUserInput('page must be 1 or more.', 'page');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badUserInput(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`, 'pageSize');
  }
}
