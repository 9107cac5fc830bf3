import type { ComponentMessages } from '../components/components.messages';
import type { Campaign } from './campaign-calendar';

/**
 * Copy of the staff preview panel. English as in the spec: it is a staff tool, not shopper copy, so it is not part of
 * the per-locale catalogue and lives only in the lazily loaded panel chunk (shoppers never download it).
 */
export const PREVIEW_MESSAGES = {
  openButton: 'Preview settings',
  modalTitle: 'Preview settings',
  dateLabel: 'Date',
  timeLabel: 'Time',
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
    APPLIED_CURRENT_TIME: 'The date could not be used, so the current time was applied instead.',
    APPLY_FAILED: 'Applying settings failed.',
    GROUP_MISSING: 'Please also select an A/B test group!',
    INVALID_FIELDS: 'Nothing was applied: please correct the date and time.',
  },
  /** Inline errors of the date and time fields (checked before submitting). */
  fieldErrors: {
    DATE_INVALID: 'Enter a real calendar date as YYYY-MM-DD.',
    TIME_INVALID: 'Enter a time from 00:00 to 23:59 as HH:MM.',
  },
  /** What was applied, shown after the success message. */
  applied: {
    summary: 'Simulated time: {time}. A/B test: {test}.',
    test: '{name} / {group}',
    noTest: 'none',
    liveTime: 'live (no simulated time)',
  },
  /** The component set's texts inside the panel, in the panel's language (screen-reader prefixes, close, loading). */
  components: {
    notificationTypes: { info: 'Note', success: 'Success', error: 'Error', warning: 'Warning' },
    close: 'Close',
    loading: 'Please wait',
    required: 'required',
  } satisfies Partial<ComponentMessages>,
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
