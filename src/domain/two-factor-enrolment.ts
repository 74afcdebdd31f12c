/**
 * On a 403 from any route while the merchant requires a second factor the user has not set up:
 * the one sign the app reads to send them to enrolment at once (the message is in their language).
 * Apart from the two-factor rules: the API client is in every page's first load, and those rules
 * bring the whole permissions catalogue.
 */
export const ENROLMENT_REQUIRED_HEADER = 'x-two-factor-enrolment';
