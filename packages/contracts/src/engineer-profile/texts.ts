import { EXPIRY_THRESHOLDS } from '../business-date';

// The engineers screens' texts, the detail page's sections and the list's documents filter.

export const ENGINEER_MESSAGES = {
  // Shown word for word; the tests match on them.
  totalEngineers: 'Total Engineers',
  comingSoon: 'Coming soon',
  addEngineer: 'Add Engineer',
  edit: 'Edit',
  delete: 'Delete',
  recentlyUpdated: 'Recently Updated',
  loadFailed: 'Failed to load engineer details',
  notFoundTitle: 'Engineer Not Found',
  notFoundText: 'The engineer you are looking for does not exist.',
  deleteConfirm: (name: string) => `Are you sure you want to delete ${name}?`,
  deleted: 'Engineer deleted successfully!',
  deleteFailed: (message: string) => `Failed to delete engineer: ${message}`,
  noEngineersAvailable: 'No engineers available. Please add engineers first.',
  empty: {
    education: 'No education details found',
    technicalSkills: 'No technical skills found',
    spokenLanguages: 'No spoken languages found',
    industryExperience: 'No industry experience found',
    idDocuments: 'No ID documents found',
    // Our own wording for these sections.
    rightToWork: 'No right to work details found',
    travelDetails: 'No travel details found',
    paymentDetails: 'No payment details found',
  },
  // Our own wording.
  searchPlaceholder: 'Search by name, email, phone or ID...',
  noEngineers: 'No engineers found',
  listLoadFailed: 'Failed to load engineers',
  invite: 'Invite Engineer',
  inviteSent: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Failed to invite engineer',
  updated: 'Engineer updated successfully!',
  updateFailed: 'Failed to update engineer',
  hasOpenTickets: (name: string, count: number) =>
    `${name} is assigned to ${count} open ${count === 1 ? 'ticket' : 'tickets'}; reassign them first.`,
  inactive: 'This engineer account is inactive. Ask the office to reactivate it.',
  invitedPending: 'Set your password from the invitation email before signing in.',
  mobileOnly: 'This route is for the engineer mobile app. Sign in with POST /api/engineers/login.',
  ibanInvalid: 'IBAN is not valid',
  issueAfterExpiry: 'Issue date cannot be after the expiry date',
  expiresIn: (days: number) => `Expires in ${days} days!`,
  expired: 'Expired',
  notCompliant: (name: string, document: string, expiry: string) =>
    `${name} cannot be assigned: ${document} expires on ${expiry}, before the ticket ends.`,
} as const;

/** The detail page's sections in order, with their titles. */
export const ENGINEER_PROFILE_SECTIONS = [
  { key: 'education', title: 'Education' },
  { key: 'technicalSkills', title: 'Technical Skills' },
  { key: 'spokenLanguages', title: 'Spoken Languages' },
  { key: 'industryExperience', title: 'Industry Experience' },
  { key: 'idDocuments', title: 'ID Documents' },
  { key: 'rightToWork', title: 'Right To Work' },
  { key: 'travelDetails', title: 'Travel Details' },
  { key: 'paymentDetails', title: 'Payment Details' },
] as const;

/** The list's documents filter (as customers have): expiring covers 0–30 days, expired < 0. */
export const ENGINEER_DOCUMENT_FILTERS = ['all', 'expiring', 'expired'] as const;
export type EngineerDocumentFilter = (typeof ENGINEER_DOCUMENT_FILTERS)[number];
export const ENGINEER_DOCUMENT_FILTER_LABELS: Record<EngineerDocumentFilter, string> = {
  all: 'All Documents',
  expiring: `Expiring in ${EXPIRY_THRESHOLDS.critical} Days`,
  expired: 'Already Expired',
};
