import { createToaster } from '@chakra-ui/react';

/** The toast queue; only loaded with the first toast (see toaster.ts). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });
