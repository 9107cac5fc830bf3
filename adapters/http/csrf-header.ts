/** Header that marks a request as coming from the shop's own scripts (CSRF marker; forms cannot send it). */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;
