// mt940js ships no types: the part of its API the statement parser uses.
declare module 'mt940js' {
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): unknown[];
  }
  const mt940: { Parser: typeof Parser };
  export default mt940;
}
