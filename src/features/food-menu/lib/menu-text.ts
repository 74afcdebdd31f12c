export { pick } from '@/lib/localized-text';
