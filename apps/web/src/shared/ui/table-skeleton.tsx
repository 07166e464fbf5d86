import { Skeleton, Table } from '@mantine/core';

export interface TableSkeletonProps {
  columns?: number;
  rows?: number;
}

/** The list placeholder of REQ-SHELL-6: a table of 5 columns by 8 rows while a list loads. */
export function TableSkeleton({ columns = 5, rows = 8 }: TableSkeletonProps) {
  const columnKeys = Array.from({ length: columns }, (_, index) => index);
  const rowKeys = Array.from({ length: rows }, (_, index) => index);
  return (
    <Table aria-busy="true" data-testid="table-skeleton">
      <Table.Thead>
        <Table.Tr>
          {columnKeys.map((column) => (
            <Table.Th key={column}>
              <Skeleton height={14} width="60%" />
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rowKeys.map((row) => (
          <Table.Tr key={row}>
            {columnKeys.map((column) => (
              <Table.Td key={column}>
                <Skeleton height={12} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
