import { graphql } from '../../../gql';

/** Setup of the room (/pos/*): zones, tables and their map, cash boxes, kitchens and routes, staff. */

export const zonaFieldsFragment = graphql(`
  fragment PosZonaFields on PosZona {
    id
    local_id
    codigo
    descripcion
    control_mesa
  }
`);

export const zonasQuery = graphql(`
  query PosZonas {
    zonas {
      ...PosZonaFields
    }
  }
`);

export const createZonaMutation = graphql(`
  mutation CreatePosZona($input: PosZonaInput!) {
    createZona(input: $input) {
      ...PosZonaFields
    }
  }
`);

export const updateZonaMutation = graphql(`
  mutation UpdatePosZona($id: String!, $input: PosZonaInput!) {
    updateZona(id: $id, input: $input) {
      ...PosZonaFields
    }
  }
`);

export const deleteZonaMutation = graphql(`
  mutation DeletePosZona($id: String!) {
    deleteZona(id: $id) {
      id
    }
  }
`);

export const mesaFieldsFragment = graphql(`
  fragment PosMesaFields on PosMesa {
    id
    zona_id
    codigo
    descripcion
    pos_x
    pos_y
  }
`);

export const mesasQuery = graphql(`
  query PosMesas($zona_id: String!) {
    mesasByZona(zona_id: $zona_id) {
      ...PosMesaFields
    }
  }
`);

export const createMesaMutation = graphql(`
  mutation CreatePosMesa($input: PosMesaInput!) {
    createMesa(input: $input) {
      ...PosMesaFields
    }
  }
`);

export const updateMesaMutation = graphql(`
  mutation UpdatePosMesa($id: String!, $input: PosMesaInput!) {
    updateMesa(id: $id, input: $input) {
      ...PosMesaFields
    }
  }
`);

export const deleteMesaMutation = graphql(`
  mutation DeletePosMesa($id: String!) {
    deleteMesa(id: $id) {
      id
    }
  }
`);

export const moverMesasMutation = graphql(`
  mutation MoverPosMesas($posiciones: [PosPosicionMesaInput!]!) {
    moverMesas(posiciones: $posiciones) {
      ...PosMesaFields
    }
  }
`);

export const cajaFieldsFragment = graphql(`
  fragment PosCajaFields on PosCaja {
    id
    zona_id
    codigo
    descripcion
    cuenta_financiera_id
    habilitada
  }
`);

export const cajasQuery = graphql(`
  query PosCajas {
    cajas {
      ...PosCajaFields
    }
  }
`);

export const createCajaMutation = graphql(`
  mutation CreatePosCaja($input: PosCajaInput!) {
    createCaja(input: $input) {
      ...PosCajaFields
    }
  }
`);

export const updateCajaMutation = graphql(`
  mutation UpdatePosCaja($id: String!, $input: PosCajaInput!) {
    updateCaja(id: $id, input: $input) {
      ...PosCajaFields
    }
  }
`);

export const deleteCajaMutation = graphql(`
  mutation DeletePosCaja($id: String!) {
    deleteCaja(id: $id) {
      id
    }
  }
`);

/** The accounts a box can collect in: the company's cuentas financieras in soles, then its chart's cash accounts. */
export const cuentasCajaQuery = graphql(`
  query PosCuentasCaja {
    cuentasParaCaja {
      cuenta_financiera_id
      pcge_id
      pcge_codigo
      descripcion
      tipo
    }
  }
`);

export const cocinaFieldsFragment = graphql(`
  fragment PosCocinaFields on PosCocina {
    id
    local_id
    codigo
    nombre
  }
`);

export const cocinasQuery = graphql(`
  query PosCocinas {
    cocinasByLocalId {
      ...PosCocinaFields
    }
  }
`);

export const createCocinaMutation = graphql(`
  mutation CreatePosCocina($input: PosCocinaInput!) {
    createCocina(input: $input) {
      ...PosCocinaFields
    }
  }
`);

export const updateCocinaMutation = graphql(`
  mutation UpdatePosCocina($id: String!, $input: PosCocinaInput!) {
    updateCocina(id: $id, input: $input) {
      ...PosCocinaFields
    }
  }
`);

export const deleteCocinaMutation = graphql(`
  mutation DeletePosCocina($id: String!) {
    deleteCocina(id: $id) {
      id
    }
  }
`);

export const rutasCocinaQuery = graphql(`
  query PosRutasCocina {
    rutasCocina {
      id
      cocina_id
      categoria_id
      producto_id
    }
  }
`);

export const asignarRutaCocinaMutation = graphql(`
  mutation AsignarPosRutaCocina($input: PosRutaCocinaInput!) {
    asignarRutaCocina(input: $input) {
      id
    }
  }
`);

export const quitarRutaCocinaMutation = graphql(`
  mutation QuitarPosRutaCocina($id: String!) {
    quitarRutaCocina(id: $id)
  }
`);

export const staffFieldsFragment = graphql(`
  fragment PosStaffFields on PosStaff {
    id
    usuario_id
    nombres
    email
    rol
    local_id
    cocina_id
    deleted_at
  }
`);

export const staffQuery = graphql(`
  query PosStaff {
    staff {
      ...PosStaffFields
    }
  }
`);

export const createStaffMutation = graphql(`
  mutation CreatePosStaff($input: PosStaffInput!) {
    createStaff(input: $input) {
      ...PosStaffFields
    }
  }
`);

export const updateStaffMutation = graphql(`
  mutation UpdatePosStaff($id: String!, $input: PosStaffInput!) {
    updateStaff(id: $id, input: $input) {
      ...PosStaffFields
    }
  }
`);

export const deleteStaffMutation = graphql(`
  mutation DeletePosStaff($id: String!) {
    deleteStaff(id: $id) {
      id
    }
  }
`);

export const usuariosEmpresaQuery = graphql(`
  query PosUsuariosEmpresa {
    usuariosEmpresa {
      id
      nombres
      email
      rol
    }
  }
`);
