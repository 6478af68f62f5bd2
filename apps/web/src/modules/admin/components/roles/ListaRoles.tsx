import { ListBox } from 'primereact/listbox';
import type { RolMatrizFieldsFragment } from '../../../../gql/graphql';

interface Props {
  roles: readonly RolMatrizFieldsFragment[];
  rolId: string | null;
  disabled: boolean;
  onElegir: (rolId: string) => void;
}

/** The platform roles, by name with their description; choosing one opens its permissions. */
export function ListaRoles({ roles, rolId, disabled, onElegir }: Props) {
  return (
    <ListBox
      className="lista-roles"
      aria-label="Roles de la plataforma"
      value={rolId}
      options={[...roles]}
      optionLabel="nombre"
      optionValue="id"
      disabled={disabled}
      emptyMessage="No hay roles"
      onChange={(e) => {
        // Clicking the chosen role again would clear it: the choice stays.
        if (typeof e.value === 'string') onElegir(e.value);
      }}
      itemTemplate={(r: RolMatrizFieldsFragment) => (
        <div className="lista-roles__item">
          <span className="lista-roles__nombre">{r.nombre}</span>
          <small className="lista-roles__descripcion">{r.descripcion}</small>
        </div>
      )}
    />
  );
}
