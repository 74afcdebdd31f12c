export { Pulse } from '@/components/pulse';
