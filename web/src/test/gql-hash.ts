// Unit tests run without Vite: `virtual:gql-hash/*` resolves here, and a route loader with no
// hash sends nothing early (the screen asks for its data itself).
export default '';
