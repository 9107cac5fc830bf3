import type { Campaign } from './campaign-calendar';
import type { PreviewNotice } from './preview-notice';

/**
 * Copy of the staff preview panel. English as in the spec: it is a staff tool, not shopper copy, so it is not part of
 * the per-locale catalogue and lives only in the lazily loaded panel chunk (shoppers never download it).
 */
export const PREVIEW_MESSAGES = {
  openButton: 'Preview settings',
  modalTitle: 'Preview settings',
  dateLabel: 'Date',
  dateHint: 'YYYY-MM-DD',
  timeLabel: 'Time',
  timeHint: 'HH:MM',
  abTestLegend: 'A/B test',
  testNameLabel: 'Name',
  testPlaceholder: 'Select an A/B test',
  testNone: 'None',
  groupLabel: 'Group',
  groupPlaceholder: 'Select a group',
  groupRequired: 'Required',
  submit: 'Set preview settings',
  logout: 'Logout',
  notices: {
    LOADING_TESTS: 'Loading tests...',
    NO_TESTS: 'No active tests for this date.',
    TESTS_FOUND: 'Active tests found.',
    TESTS_FAILED: 'Failed to fetch AB tests.',
    APPLYING: 'Loading...',
    APPLIED: 'Settings applied successfully.',
    APPLY_FAILED: 'Applying settings failed.',
    GROUP_MISSING: 'Please also select an A/B test group!',
  } satisfies Record<PreviewNotice, string>,
  bar: {
    label: 'Staff preview',
    simulatedTime: 'Simulated time',
    liveTime: 'Live (no simulated time)',
    abGroup: 'A/B group',
    noOverride: 'No override',
    campaign: 'Campaign',
    assignmentLoading: 'checking…',
  },
  campaigns: {
    WINTER_SALE: 'Winter sale',
    SPRING_GARDEN: 'Spring garden',
    SUMMER_SPORT: 'Summer sport',
    AUTUMN_COFFEE: 'Autumn coffee',
    CHRISTMAS: 'Christmas',
    EVERYDAY: 'Everyday range',
  } satisfies Record<Campaign, string>,
} as const;
