import { graphql } from '../../gql';

export const configuracionPublicaQuery = graphql(`
  query ConfiguracionPublica {
    configuracionPublica {
      version
      chatScriptUrl
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
