import type { VocabularioPos } from '@kipu/peru/pos/vocabulario';

/** One entry of a sidebar menu catalogue. */
export interface MenuEntry {
  label: string;
  /** The label in the words of the company's rubro (a point of sale entry); `label` is the default. */
  vocabulario?: (v: VocabularioPos) => string;
  /** PrimeIcons class, e.g. 'pi pi-home'. */
  icon?: string;
  /** Route it opens; entries with children may have none. */
  route?: string;
  /** Shown active only on its own route, not on the routes below it (an area's index beside its sections). */
  exacta?: boolean;
  /**
   * Permission id that shows it (the authorization token's `permisos[].id`); ids are hierarchical:
   * ADM001 is the parent of ADM001001. None: always shown.
   */
  permiso?: string;
  children?: MenuEntry[];
}

/** A titled block of the sidebar (e.g. ADMINISTRADOR). */
export interface MenuSection {
  /** Block heading; none for the first, untitled block. */
  title?: string;
  entries: MenuEntry[];
  /**
   * Parent permission id of the whole block (e.g. GEN001): without it (or any id below it) the block is
   * hidden, whatever its entries say.
   */
  permiso?: string;
  /** Only this role sees the block. */
  onlyRole?: string;
}
