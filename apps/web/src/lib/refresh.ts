import { graphql } from '../gql';

export const refreshMutation = graphql(`
  mutation Refresh($refresh: String!) {
    refresh(refresh: $refresh) {
      authentication
      refresh
    }
  }
`);
