import type { ReactNode } from 'react';

/** A decorative 24×24 icon, hidden from assistive technology (the link or heading next to it names it). */
const Icon = ({ children, filled = false }: { children: ReactNode; filled?: boolean }) => (
  <svg
    className="footer-icon"
    viewBox="0 0 24 24"
    width="24"
    height="24"
    aria-hidden="true"
    focusable="false"
    fill={filled ? 'currentColor' : 'none'}
    stroke={filled ? 'none' : 'currentColor'}
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

const GROUP_ICONS: Readonly<Record<string, ReactNode>> = {
  service: (
    <Icon>
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </Icon>
  ),
  payment: (
    <Icon>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </Icon>
  ),
  delivery: (
    <Icon>
      <path d="M2.5 6h11v10h-11zM13.5 9h4l3 3.5V16h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </Icon>
  ),
  card: (
    <Icon>
      <ellipse cx="12" cy="12" rx="6" ry="8.5" transform="rotate(35 12 12)" />
      <path d="M8.5 17c2-3 5-6 7-10" />
    </Icon>
  ),
};

const SOCIAL_ICONS: Readonly<Record<string, ReactNode>> = {
  facebook: (
    <Icon filled>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4v2.2H7.7v3h2.6V21z" />
    </Icon>
  ),
  instagram: (
    <Icon>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Icon>
  ),
  youtube: (
    <Icon>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </Icon>
  ),
  pinterest: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.8 8.5c2.7-.8 5 .6 4.7 3.2-.3 2.2-2.3 3.2-3.6 2.3M11.8 10.5l-2.3 9" />
    </Icon>
  ),
  tiktok: (
    <Icon>
      <path d="M14 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3M14 3.5c.5 2.5 2.2 4 4.7 4.2" />
    </Icon>
  ),
};

const APP_ICONS: Readonly<Record<string, ReactNode>> = {
  ios: (
    <Icon filled>
      <path d="M16.4 12.6c0-2.2 1.8-3.2 1.9-3.3a4.1 4.1 0 0 0-3.2-1.7c-1.4-.1-2.6.8-3.3.8s-1.7-.8-2.8-.8a4.2 4.2 0 0 0-3.6 2.2c-1.5 2.7-.4 6.6 1.1 8.8.7 1.1 1.6 2.3 2.7 2.2 1.1 0 1.5-.7 2.8-.7s1.7.7 2.8.7c1.2 0 1.9-1.1 2.6-2.1a9 9 0 0 0 1.2-2.4 3.7 3.7 0 0 1-2.2-3.7zM14.2 6a3.8 3.8 0 0 0 .9-2.8 3.9 3.9 0 0 0-2.5 1.3 3.6 3.6 0 0 0-.9 2.7A3.2 3.2 0 0 0 14.2 6z" />
    </Icon>
  ),
  android: (
    <Icon filled>
      <path d="M4.5 3.2l9.3 8.8-9.3 8.8a1.3 1.3 0 0 1-.5-1V4.2c0-.4.2-.8.5-1zM15 13.1l2.4 2.3-10.1 5.8zM15 10.9L7.3 2.8l10.1 5.8zM18.6 9.3l2.3 1.3c.8.5.8 1.3 0 1.8l-2.3 1.3-2.6-2.5z" />
    </Icon>
  ),
};

/** The icon of a teaser-group heading (service, payment, delivery, card); nothing for an unknown name. */
export const GroupIcon = ({ name }: { name: string | undefined }) => (name ? (GROUP_ICONS[name] ?? null) : null);

/** A social network's icon; a neutral link icon for an unknown name (the link text stays for screen readers). */
export const SocialIcon = ({ name }: { name: string }) =>
  SOCIAL_ICONS[name.toLowerCase()] ?? (
    <Icon>
      <path d="M10 14l4-4M8 12l-2 2a3 3 0 0 0 4 4l2-2M16 12l2-2a3 3 0 0 0-4-4l-2 2" />
    </Icon>
  );

/** The store icon of an app link (iOS, Android); nothing for an unknown name. */
export const AppIcon = ({ name }: { name: string }) => APP_ICONS[name.toLowerCase()] ?? null;
