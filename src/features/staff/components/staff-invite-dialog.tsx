import { EditorDialog } from '@/components/editor-dialog';
import { StaffInviteForm } from './staff-invite-form';

/** The invitation form in the shared editor dialog; it starts empty each time it opens. */
export function StaffInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <EditorDialog open={open} item={null} onClose={onClose}>
      {() => <StaffInviteForm onClose={onClose} />}
    </EditorDialog>
  );
}
