/** Fills `{field}`, `{param}` (and any other `{name}` given) into a message template. */
export const formatMessage = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
