import { Tag } from 'primereact/tag';

/** A row's name followed, when the row is soft-deleted, by an 'Eliminado' tag. */
export function TextoEliminable({ texto, eliminado }: { texto: string; eliminado: boolean }) {
  return (
    <>
      {texto} {eliminado && <Tag value="Eliminado" severity="secondary" className="tag-compacto" />}
    </>
  );
}
