import { Box } from '@chakra-ui/react';
import type { StaffMember } from '@/domain/contracts/staff';
import { StaffCards } from './staff-cards';
import type { StaffRowHandlers } from './staff-row-actions';
import { StaffTable } from './staff-table';

type Props = StaffRowHandlers & { rows: StaffMember[]; selfId: number | undefined };

/** A table where there is room for one, cards on a phone (CSS picks, so the first paint is right). */
export function StaffList(props: Props) {
  return (
    <>
      <Box hideBelow="md">
        <StaffTable {...props} />
      </Box>
      <Box hideFrom="md">
        <StaffCards {...props} />
      </Box>
    </>
  );
}
