export {
  Table,
  TableContainer,
  TableHead,
  TableBody,
  TableRow,
  TableHeaderCell,
  TableCell,
} from '../components/table';
export { SimpleTable, type SimpleTableProps } from '../components/simple-table';
export {
  Pagination,
  pageItems,
  type PaginationProps,
  type PageItem,
} from '../components/pagination';
export { usePageClamp, pageCountOf, type PageClampOptions } from '../hooks/use-page-clamp';
export {
  SortableHeader,
  nextSort,
  type SortableHeaderProps,
  type SortState,
  type SortOrder,
} from '../components/sortable-header';
export { ListBody, type ListBodyProps } from '../components/list-body';
export { PagedList, type PagedListProps, type PagedListQuery } from '../components/paged-list';
