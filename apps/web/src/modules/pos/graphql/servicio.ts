import { graphql } from '../../../gql';

/** The service: the live table map, a table's order, sending to the kitchen, moving and merging. */

export const mesaEstadoFieldsFragment = graphql(`
  fragment PosMesaEstadoFields on PosMesaEstado {
    id
    zona_id
    codigo
    descripcion
    pos_x
    pos_y
    estado
    pedido_id
    total
  }
`);

export const mesasZonaQuery = graphql(`
  query PosMesasZona($zona_id: String!) {
    mesasZona(zona_id: $zona_id) {
      ...PosMesaEstadoFields
    }
  }
`);

export const mesasZonaCambioSubscription = graphql(`
  subscription PosMesasZonaCambio($zona_id: String!) {
    mesasZonaCambio(zona_id: $zona_id) {
      ...PosMesaEstadoFields
    }
  }
`);

export const pedidoFieldsFragment = graphql(`
  fragment PosPedidoFields on PosPedido {
    id
    estado
    zona_id
    mesa_id
    total
    cobrado
    pendiente
    cobrando_desde
    lineas {
      id
      producto_id
      codigo
      descripcion
      cantidad
      precio_unitario
      afectacion
      importe
      cantidad_cobrada
      cantidad_pendiente
      importe_pendiente
      nota
      enviada
      componentes {
        descripcion
        cantidad
      }
    }
  }
`);

export const pedidoQuery = graphql(`
  query PosPedido($id: String!) {
    pedido(id: $id) {
      ...PosPedidoFields
    }
  }
`);

export const abrirPedidoMutation = graphql(`
  mutation AbrirPosPedido($mesa_id: String) {
    abrirPedido(mesa_id: $mesa_id) {
      ...PosPedidoFields
    }
  }
`);

export const agregarLineasMutation = graphql(`
  mutation AgregarPosLineas($pedido_id: String!, $lineas: [PosLineaPedidoInput!]!) {
    agregarLineasPedido(pedido_id: $pedido_id, lineas: $lineas) {
      ...PosPedidoFields
    }
  }
`);

export const quitarLineaMutation = graphql(`
  mutation QuitarPosLinea($pedido_id: String!, $linea_id: String!) {
    quitarLineaPedido(pedido_id: $pedido_id, linea_id: $linea_id) {
      ...PosPedidoFields
    }
  }
`);

export const enviarACocinaMutation = graphql(`
  mutation EnviarPosACocina($pedido_id: String!) {
    enviarACocina(pedido_id: $pedido_id) {
      id
    }
  }
`);

export const moverPedidoMutation = graphql(`
  mutation MoverPosPedido($pedido_id: String!, $mesa_id: String!) {
    moverPedido(pedido_id: $pedido_id, mesa_id: $mesa_id) {
      ...PosPedidoFields
    }
  }
`);

export const unirPedidosMutation = graphql(`
  mutation UnirPosPedidos($origen_id: String!, $destino_id: String!) {
    unirPedidos(origen_id: $origen_id, destino_id: $destino_id) {
      ...PosPedidoFields
    }
  }
`);

export const precuentaQuery = graphql(`
  query PosPrecuenta($pedido_id: String!) {
    precuenta(pedido_id: $pedido_id) {
      razon_social
      ruc
      local
      direccion
      zona
      mesa
      mozo
      fecha
      pedido {
        ...PosPedidoFields
      }
    }
  }
`);
