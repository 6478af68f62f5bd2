import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { type DataTablePageEvent, DataTable as PrimeDataTable } from 'primereact/datatable';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';
import { normalizarBusqueda } from './utils/texto';

/** Page sizes offered by every table (spec 02 §2 "Data tables"); 10 rows by default. */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export const DEFAULT_ROWS = 10;
/** Pause after the last keystroke of the global search (spec 02 §9). */
export const SEARCH_DELAY_MS = 200;
export const EXPORT_EXCEL_LABEL = 'Exportar Excel';

/** Placeholder of the global search: the total record count followed by 'registros...'. */
export function searchPlaceholder(total: number): string {
  return `${total} registros...`;
}

export interface PageRequest {
  first: number;
  rows: number;
}

type Row = Record<string, unknown>;

export interface DataTableProps<T extends Row> {
  /** Rows: all of them, or in server-side mode the current page only. */
  value: readonly T[];
  /** Unique field of a row (row keys and selection). */
  dataKey: keyof T & string;
  /** Column elements (PrimeReact `<Column field header sortable body />`). */
  children: ReactNode;
  title?: ReactNode;
  loading?: boolean;
  emptyMessage?: string;
  /** Fields the global search looks in (client-side mode); by default every text or number field. */
  searchFields?: readonly (keyof T & string)[];
  /** Row selection with checkboxes (given together with onSelectionChange). */
  selection?: T[];
  onSelectionChange?: (rows: T[]) => void;
  /** Shows an 'Exportar Excel' button; receives the rows the search leaves (client-side mode). */
  onExportExcel?: (rows: T[]) => void;
  /** Server-side mode: `value` is one page, the server pages and searches. */
  lazy?: boolean;
  /** Server-side mode: the number of records matching the search. */
  totalRecords?: number;
  /** Server-side mode: a page was asked for. */
  onPage?: (page: PageRequest) => void;
  /** Server-side mode: the search text changed (debounced); the table goes back to the first page. */
  onSearch?: (text: string) => void;
  /** When this value changes the table goes back to its first page (a filter outside the table changed). */
  resetPageKey?: string | number | boolean;
  /** Extra class of a row (e.g. greyed-out deleted records). */
  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

function defaultSearchText(row: Row): string {
  return Object.values(row)
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .join(' ');
}

/**
 * The product's data table (spec 02 §2): global search (200 ms pause, placeholder '{n} registros...'),
 * sortable columns, optional checkbox selection, paginator with page sizes 5/10/20/25/50/100 (10 by
 * default) and a page-jump input, an 'Exportar Excel' hook and an optional server-side mode.
 */
export function DataTable<T extends Row>({
  value,
  dataKey,
  children,
  title,
  loading = false,
  emptyMessage = 'No se encontraron registros',
  searchFields,
  selection,
  onSelectionChange,
  onExportExcel,
  lazy = false,
  totalRecords,
  onPage,
  onSearch,
  resetPageKey,
  rowClassName,
  className,
}: DataTableProps<T>) {
  const [searchText, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [first, setFirst] = useState(0);
  const [rows, setRows] = useState<number>(DEFAULT_ROWS);

  // A filter outside the table changed: back to the first page (the owner asks its data from there).
  const lastResetKey = useRef(resetPageKey);
  useEffect(() => {
    if (lastResetKey.current === resetPageKey) return;
    lastResetKey.current = resetPageKey;
    setFirst(0);
  }, [resetPageKey]);

  const applySearch = useDebouncedCallback((text: string) => {
    setAppliedSearch(text);
    setFirst(0);
    if (lazy) onSearch?.(text);
  }, SEARCH_DELAY_MS);

  const filtered = useMemo(() => {
    const rowsCopy = [...value];
    const needle = normalizarBusqueda(appliedSearch);
    if (lazy || !needle) return rowsCopy;
    return rowsCopy.filter((row) => {
      const haystack = searchFields
        ? searchFields
            .map((field) => row[field])
            .filter((v) => v !== null && v !== undefined)
            .join(' ')
        : defaultSearchText(row);
      return normalizarBusqueda(haystack).includes(needle);
    });
  }, [value, appliedSearch, lazy, searchFields]);

  const total = lazy ? (totalRecords ?? value.length) : value.length;
  const matching = lazy ? total : filtered.length;
  const pageCount = Math.max(1, Math.ceil(matching / rows));
  const currentPage = Math.floor(first / rows) + 1;

  function changePage(next: PageRequest) {
    setFirst(next.first);
    setRows(next.rows);
    if (lazy) onPage?.(next);
  }

  const paginatorTemplate: PaginatorTemplateOptions = {
    layout:
      'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport JumpToPageInput',
    CurrentPageReport: (options) => (
      <span className="kipu-table__report">
        {options.totalRecords === 0 ? 0 : options.first} - {options.last} de {options.totalRecords}
      </span>
    ),
    JumpToPageInput: () => (
      <InputNumber
        className="kipu-table__jump"
        inputClassName="kipu-table__jump-input"
        value={currentPage}
        min={1}
        max={pageCount}
        allowEmpty={false}
        useGrouping={false}
        disabled={matching === 0}
        aria-label="Ir a la página"
        onValueChange={(event) => {
          const page = Math.min(pageCount, Math.max(1, event.value ?? 1));
          // The input also reports the page it is shown after a change: only a different page moves.
          if (page !== currentPage) changePage({ first: (page - 1) * rows, rows });
        }}
      />
    ),
  };

  const header = (
    <div className="kipu-table__header">
      {title ? <div className="kipu-table__title">{title}</div> : <span />}
      <div className="kipu-table__tools">
        {onExportExcel && (
          <Button
            type="button"
            label={EXPORT_EXCEL_LABEL}
            icon="pi pi-file-excel"
            severity="success"
            outlined
            size="small"
            onClick={() => onExportExcel(filtered)}
          />
        )}
        <IconField iconPosition="left">
          <InputIcon className="pi pi-search" />
          <InputText
            type="search"
            value={searchText}
            placeholder={searchPlaceholder(total)}
            aria-label="Buscar"
            onChange={(event) => {
              setSearchText(event.target.value);
              applySearch.run(event.target.value);
            }}
          />
        </IconField>
      </div>
    </div>
  );

  const common = {
    value: filtered,
    dataKey,
    header,
    loading,
    emptyMessage,
    paginator: true,
    paginatorTemplate,
    rowsPerPageOptions: [...PAGE_SIZES],
    first,
    rows,
    onPage: (event: DataTablePageEvent) => changePage({ first: event.first, rows: event.rows }),
    lazy,
    totalRecords: lazy ? total : undefined,
    removableSort: true,
    stripedRows: true,
    size: 'small' as const,
    rowClassName: rowClassName ? (row: T) => rowClassName(row) ?? '' : undefined,
    className: className ? `kipu-table ${className}` : 'kipu-table',
  };

  if (selection && onSelectionChange) {
    return (
      <PrimeDataTable
        {...common}
        selectionMode="checkbox"
        selection={selection}
        onSelectionChange={(event) => onSelectionChange(event.value)}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        {children}
      </PrimeDataTable>
    );
  }
  return <PrimeDataTable {...common}>{children}</PrimeDataTable>;
}
