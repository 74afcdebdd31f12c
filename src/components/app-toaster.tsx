import {
  Toaster as ChakraToaster,
  LocaleProvider,
  Portal,
  Stack,
  Toast,
  useLocaleContext,
} from '@chakra-ui/react';
import { toaster } from '@/lib/toast-store';

/**
 * Renders the toasts created through src/lib/toaster.ts (one region for the whole app), at the
 * top end of the screen: top right in English, top left in Arabic.
 *
 * Zag's toast group mirrors 'top-end' twice in right-to-left pages: it turns it into the physical
 * 'top-left' and then places that side with the logical inset-inline-start, which RTL puts on the
 * right again. So the group computes its placement as left-to-right, and the region itself carries
 * the page's direction, letting its logical insets and alignment do the one mirroring.
 */
export function AppToaster() {
  const { dir } = useLocaleContext();
  return (
    <Portal>
      <LocaleProvider locale="en-KW">
        <ChakraToaster toaster={toaster} dir={dir} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.closable && <Toast.CloseTrigger />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </LocaleProvider>
    </Portal>
  );
}
