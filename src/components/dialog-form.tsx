import { Box } from '@chakra-ui/react';
import { Form } from 'formik';
import type { ReactNode } from 'react';

/**
 * A Formik form that fills a dialog: a column between the dialog's frame and its parts, so with
 * `scrollBehavior="inside"` the body scrolls and the title and buttons stay in view.
 */
export function DialogForm({ children }: { children: ReactNode }) {
  return (
    <Box asChild display="flex" flexDirection="column" flex="1" minHeight="0">
      <Form noValidate>{children}</Form>
    </Box>
  );
}
