import { graphql } from '../../../gql';

/** Delivery: the orders that leave the local, their customers and couriers. */

export const deliveryFieldsFragment = graphql(`
  fragment PosDeliveryFields on PosDelivery {
    id
    estado
    nombres
    telefono
    direccion
    referencia
    nota
    repartidor_id
    en_camino_at
    entregado_at
    pedido {
      id
      estado
      total
      created_at
      lineas {
        id
        descripcion
        cantidad
      }
    }
  }
`);

export const deliveriesQuery = graphql(`
  query PosDeliveries {
    getAllDelivery {
      ...PosDeliveryFields
    }
  }
`);

export const deliveriesCambioSubscription = graphql(`
  subscription PosDeliveriesCambio {
    deliveriesCambio {
      ...PosDeliveryFields
    }
  }
`);

export const updateDeliveryMutation = graphql(`
  mutation UpdatePosDelivery($pedido_id: String!, $estado: String, $repartidor_id: String) {
    updateDelivery(pedido_id: $pedido_id, estado: $estado, repartidor_id: $repartidor_id) {
      ...PosDeliveryFields
    }
  }
`);

export const clientesDeliveryQuery = graphql(`
  query PosClientesDelivery($param: String) {
    clientesDelivery(param: $param) {
      id
      tipo_documento
      numero
      razon_social
      telefono
      direccion
    }
  }
`);

export const createClienteDeliveryMutation = graphql(`
  mutation CreatePosClienteDelivery($input: PosClienteDeliveryInput!) {
    createClienteDelivery(input: $input) {
      id
    }
  }
`);

export const createPedidoDeliveryMutation = graphql(`
  mutation CreatePosPedidoDelivery($input: PosDeliveryInput!) {
    createPedidoDelivery(input: $input) {
      ...PosDeliveryFields
    }
  }
`);
