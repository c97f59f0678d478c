// An area as people read it, the same in the filter and in the table: 'configuration-setup' →
// 'Configuration setup'. The stored value stays the module's name.

export function areaLabel(area: string): string {
  const words = area.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
