// Where the MCP server answers; apart from the handler so the app can route
// to it without loading the SDK until the first MCP request.
export const MCP_PATH = '/mcp';
