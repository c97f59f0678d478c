// One CSV line (RFC 4180 quoting, CRLF): the exports write rows with it, then the formula guard.

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const csvLine = (cells: readonly string[]) => `${cells.map(cell).join(',')}\r\n`;
