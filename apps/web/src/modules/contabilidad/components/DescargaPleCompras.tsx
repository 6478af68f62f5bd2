interface DescargaPleComprasProps {
  /** AAAAMM of the register shown. */
  periodo: string;
}

/**
 * Where the registro de compras' PLE 8.1 TXT download goes, beside the register it prints. It shows
 * nothing until the electronic-books module serves the file for a period.
 */
export function DescargaPleCompras(_props: DescargaPleComprasProps) {
  return null;
}
