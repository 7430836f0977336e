// The parts of the `radius` package (1.1.4) this server uses; @types/radius is years behind it.
declare module 'radius' {
  type AttributeValue = string | number | Buffer | Date | AttributeList;
  type AttributeList = Array<
    [string | number, AttributeValue] | [string | number, AttributeValue, AttributeValue]
  >;
  export type RadiusPacket = {
    code: string;
    identifier: number;
    length: number;
    authenticator: Buffer;
    attributes: Record<string, unknown>;
    raw_attributes: Array<[number, Buffer]>;
  };
  type Radius = {
    decode(args: { packet: Buffer; secret?: string; no_secret?: boolean }): RadiusPacket;
    decode_without_secret(args: { packet: Buffer }): RadiusPacket;
    encode(args: {
      code: string;
      secret: string;
      identifier?: number;
      authenticator?: Buffer;
      attributes?: AttributeList;
      add_message_authenticator?: boolean;
    }): Buffer;
    encode_response(args: {
      packet: RadiusPacket;
      code: string;
      secret: string;
      attributes?: AttributeList;
    }): Buffer;
    verify_response(args: { request: Buffer; response: Buffer; secret: string }): boolean;
    load_dictionaries(): void;
    /** Internal in 1.1.4: parses dictionary text (used for the WISPr dictionary the package lacks). */
    _load_dictionary(content: string): string[];
    attr_name_to_id(name: string, vendor?: number): string | undefined;
  };
  const radius: Radius;
  export default radius;
}
