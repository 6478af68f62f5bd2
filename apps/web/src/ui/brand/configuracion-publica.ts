import { graphql } from '../../gql';

export const configuracionPublicaQuery = graphql(`
  query ConfiguracionPublica {
    configuracionPublica {
      version
      marca {
        nombre
        logo
        favicon
        slider
      }
      captcha {
        provider
        siteKey
        challengeUrl
      }
    }
  }
`);
