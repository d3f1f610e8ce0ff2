import { createContext, useContext } from 'react'

/** The per-request CSP nonce, handed from the server entry to the document's inline scripts. */
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
