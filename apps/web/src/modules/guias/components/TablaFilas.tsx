import type { ReactNode } from 'react';

interface TablaFilasProps {
  /** The table's accessible name. */
  nombre: string;
  /** Header texts, one per column ('' for the actions' column). */
  columnas: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** An editable list of rows (the guide's goods, its documents) under its column titles. */
export function TablaFilas({ nombre, columnas, children }: TablaFilasProps) {
  return (
    <table className="facturador-lineas" aria-label={nombre}>
      <thead>
        <tr>
          {columnas.map((c) => (
            <th key={c}>{c}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
