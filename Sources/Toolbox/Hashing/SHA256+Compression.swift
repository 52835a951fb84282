extension SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Compresses `blocks` (a whole number of 64-byte blocks) into `state`. Raw pointers rather
    /// than arrays: this loop is the hash, and bounds checks and array copies would dominate it.
    static func compress(_ state: inout State, blocks: UnsafeRawBufferPointer) {
        guard let base = blocks.baseAddress else { return }
        let blockCount = blocks.count / 64
        roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                guard let k = constants.baseAddress, let w = schedule.baseAddress else { return }
                for blockIndex in 0..<blockCount {
                    compress(&state, block: base + blockIndex &* 64, schedule: w, constants: k)
                }
            }
        }
    }

    @inline(__always)
    private static func compress(
        _ state: inout State, block: UnsafeRawPointer, schedule w: UnsafeMutablePointer<UInt32>,
        constants k: UnsafePointer<UInt32>
    ) {
        for index in 0..<16 {
            w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let early = w[index &- 15], late = w[index &- 2]
            let s0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early &>> 3)
            let s1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late &>> 10)
            w[index] = w[index &- 16] &+ s0 &+ w[index &- 7] &+ s1
        }
        var (a, b, c, d) = (state.h0, state.h1, state.h2, state.h3)
        var (e, f, g, h) = (state.h4, state.h5, state.h6, state.h7)
        // Eight rounds at a time with the letters' roles turning instead of eight values moving
        // down a line each round: the moves were half the instructions of a round.
        for index in stride(from: 0, to: 64, by: 8) {
            round(a, b, c, &d, e, f, g, &h, k[index] &+ w[index])
            round(h, a, b, &c, d, e, f, &g, k[index &+ 1] &+ w[index &+ 1])
            round(g, h, a, &b, c, d, e, &f, k[index &+ 2] &+ w[index &+ 2])
            round(f, g, h, &a, b, c, d, &e, k[index &+ 3] &+ w[index &+ 3])
            round(e, f, g, &h, a, b, c, &d, k[index &+ 4] &+ w[index &+ 4])
            round(d, e, f, &g, h, a, b, &c, k[index &+ 5] &+ w[index &+ 5])
            round(c, d, e, &f, g, h, a, &b, k[index &+ 6] &+ w[index &+ 6])
            round(b, c, d, &e, f, g, h, &a, k[index &+ 7] &+ w[index &+ 7])
        }
        state.h0 &+= a; state.h1 &+= b; state.h2 &+= c; state.h3 &+= d
        state.h4 &+= e; state.h5 &+= f; state.h6 &+= g; state.h7 &+= h
    }
}

extension SHA256 {
    /// One round: `d` becomes the next `e` and `h` the next `a`; the caller renames the rest.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ constantAndWord: UInt32
    ) {
        let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
        let choice = g ^ (e & (f ^ g))
        let temp1 = h &+ sum1 &+ choice &+ constantAndWord
        let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
        let majority = (a & b) | (c & (a | b))
        d = d &+ temp1
        h = temp1 &+ sum0 &+ majority
    }
}

extension UInt32 {
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self &>> count) | (self &<< (32 &- count)) }
}
