/*
 * Booking and feedback forms are public pages with the pay page's constraint (no select or
 * textarea recipe in the public theme), so they use its shared field and plain controls.
 */
export { SelectControl, TextareaControl } from '@/components/form-controls';
export { PayField as EventField } from '@/components/pay-field';
